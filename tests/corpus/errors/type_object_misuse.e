-- Invalid uses of type objects: an unknown class, a type object where another type's is
-- expected, a feature that neither the class nor TYPE has, an argument to `default'.
-- expect error: 20:21: unknown class
-- expect error: 21:18: type mismatch
-- expect error: 22:29: unknown feature `size' in class `STRING_8'
-- expect error: 23:30: wrong number of arguments

class
    TYPE_OBJECT_MISUSE

create
    make

feature

    make
        local
            t: TYPE [INTEGER]
        do
            print ({NO_SUCH_CLASS})
            t := {STRING}
            print ({STRING}.size)
            print ({INTEGER}.default (1))
        end

end
