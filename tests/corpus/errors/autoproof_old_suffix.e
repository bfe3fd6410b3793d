-- Invalid uses of AutoProof's `e.old_': in a precondition, on a local or on `Result' (neither
-- exists on entry), in an instruction, with arguments, where no routine has been entered (a
-- class invariant); `reads' as a loop invariant clause (only `modify' frames a loop).
-- expect error: 28:25: only allowed in postconditions, loop invariants, loop variants and checks
-- expect error: 36:17: only allowed in a precondition or postcondition
-- expect error: 41:33: `old_' of an expression that reads local `i'
-- expect error: 44:28: only allowed in postconditions, loop invariants, loop variants and checks
-- expect error: 45:29: wrong number of arguments in call to `old_'
-- expect error: 47:19: `old_' of an expression that reads `Result'
-- expect error: 51:19: only allowed in postconditions, loop invariants, loop variants and checks

class
    AUTOPROOF_OLD_SUFFIX_TEST

create
    make

feature

    count: INTEGER

    make
        do
        end

    bump (n: INTEGER): INTEGER
        require
            positive: n.old_ > 0
        local
            i: INTEGER
        do
            from
                i := 0
            invariant
                modify (Current)
                reads (Current)
                below: i <= count.old_ + n
            until
                i >= n
            loop
                check at_start: i.old_ = 0 end
                i := i + 1
            end
            count := count.old_ + n
            Result := count.old_ (1)
        ensure
            same: Result.old_ = Result
        end

invariant
    stable: count.old_ >= 0

end
