-- A feature AutoProof's MML library does not declare is an error naming it; a conditional
-- expression whose constant does not fit the type its context needs keeps its own type.
-- expect error: 21:22: unknown feature `to_set' in class `MML_SEQUENCE'
-- expect error: 22:28: unknown feature `power_set' in class `MML_SET'
-- expect error: 23:18: type mismatch

class
    MML_MISSING_FEATURE_TEST

create
    make

feature

    make
        local
            s: MML_SEQUENCE [INTEGER]
            b: NATURAL_8
        do
            create s
            print (s.to_set)
            print (s.range.power_set)
            b := if s.is_empty then 300 else 0 end
        end

end
