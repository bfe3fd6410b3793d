-- Invalid uses of AutoProof's annotations: a frame condition in a body, `decreases' in a
-- postcondition, a query as an instruction, a command as a value, arguments to `owns'.
-- expect error: 21:18: only allowed in a precondition or postcondition
-- expect error: 22:13: a query cannot be used as an instruction
-- expect error: 23:18: is a procedure and has no value
-- expect error: 24:18: wrong number of arguments in call to `owns'
-- expect error: 26:13: only allowed in a precondition or as a loop variant

class
    AUTOPROOF_ANNOTATIONS_TEST

create
    make

feature

    make
        local
            b: BOOLEAN
        do
            b := modify (Current)
            is_wrapped
            b := wrap
            b := owns (1).is_empty
        ensure
            decreases (1)
        end

end
