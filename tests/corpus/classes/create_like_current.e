-- `create Result.make' with Result `like Current' creates an object of Current's dynamic type,
-- through that type's version of `make' (the heir redefines it); `create Result' the same with
-- `default_create'.
-- expect: SHAPE 2
-- expect: CIRCLE 30
-- expect: CIRCLE 0

class
    CREATE_LIKE_CURRENT

create
    make

feature

    make
        local
            s: SHAPE
            c: CIRCLE
        do
            create s.make (1)
            show (s.successor)
            create c.make (1)
            s := c
            show (s.successor)
            show (c.blank)
        end

    show (s: SHAPE)
        do
            io.put_string (s.generating_type.out + " " + s.size.out)
            io.put_new_line
        end

end

class
    SHAPE

create
    make, default_create

feature

    make (n: INTEGER)
        do
            size := n
        end

    size: INTEGER

    successor: like Current
        do
            create Result.make (size + 1)
        end

    blank: like Current
        do
            create Result
        end

end

class
    CIRCLE

inherit
    SHAPE
        redefine make end

create
    make, default_create

feature

    make (n: INTEGER)
        do
            size := n * 5
        end

end
