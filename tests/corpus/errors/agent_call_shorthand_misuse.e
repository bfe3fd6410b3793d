-- Invalid agent calls in the short forms: an actual of the wrong type packed into the implicit
-- tuple, arguments to an entity whose class has no parenthesis alias.
-- expect error: 19:21: type mismatch
-- expect error: 20:20: wrong number of arguments in call to `i': expected 0, got 1

class
    AGENT_CALL_SHORTHAND_MISUSE

create
    make

feature

    make
        local
            p: PROCEDURE [TUPLE [INTEGER]]
            i: INTEGER
        do
            p.call ("x")
            print (i (3))
        end

end
