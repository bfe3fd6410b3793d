-- A routine inherited from a chain of cells creates cells whose type is anchored to an
-- attribute the heir redeclares (`first_cell: TWO_WAY_CELL [G]'): in the heir the routine
-- creates the heir's cells (ECMA-367 8.11: an anchored type is its anchor's type in the class
-- where the routine runs, and so is the type of an attribute redeclared covariantly). Forms:
-- a local `attached like first_cell', a local `like' another local, `create {like first_cell}',
-- Result `like first_cell', and the redeclared attribute itself as the creation target.
-- expect: TWO_WAY_CELL [INTEGER_32] TWO_WAY_CELL [INTEGER_32] 1 <- 2
-- expect: TWO_WAY_CELL [INTEGER_32] 3
-- expect: TWO_WAY_CELL [INTEGER_32] 4
-- expect: TWO_WAY_CELL [INTEGER_32] 5
-- expect: CELL [INTEGER_32] CELL [INTEGER_32] 6 <- 7

class
    ANCHORED_CREATION

create
    make

feature

    make
        local
            two: TWO_WAY_CHAIN [INTEGER]
            one: CHAIN [INTEGER]
        do
            create two.make
            two.put_two (1, 2)
            show_pair (two)
            two.put_explicit (3)
            show (two.first_cell)
            show (two.new_cell (4))
            two.put_into_attribute (5)
            show (two.first_cell)
            create one.make
            one.put_two (6, 7)
            show_pair (one)
        end

    show_pair (c: CHAIN [INTEGER])
        do
            if attached c.first_cell as f and then attached f.right as r then
                io.put_string (f.generating_type.out + " " + r.generating_type.out + " " + f.item.out)
                if attached {TWO_WAY_CELL [INTEGER]} r as b and then attached b.left as l then
                    io.put_string (" <- " + r.item.out)
                elseif not attached {TWO_WAY_CELL [INTEGER]} r then
                    io.put_string (" <- " + r.item.out)
                end
                io.put_new_line
            end
        end

    show (c: detachable CELL [INTEGER])
        do
            if attached c then
                io.put_string (c.generating_type.out + " " + c.item.out)
                io.put_new_line
            end
        end

end

class
    CELL [G]

create
    make

feature

    make (v: G)
        do
            item := v
        end

    item: G

    right: detachable like Current

    put_right (other: like Current)
        do
            right := other
        end

end

class
    TWO_WAY_CELL [G]

inherit
    CELL [G]
        redefine put_right end

create
    make

feature

    left: detachable like Current

    put_right (other: like Current)
        do
            right := other
            other.attach_left (Current)
        end

    attach_left (other: like Current)
        do
            left := other
        end

end

class
    CHAIN [G]

create
    make

feature

    make
        do
        end

    first_cell: detachable CELL [G]

    put_two (a, b: G)
        local
            c1: attached like first_cell
            c2: like c1
        do
            create c1.make (a)
            create c2.make (b)
            c1.put_right (c2)
            first_cell := c1
        end

    put_explicit (a: G)
        do
            first_cell := create {like first_cell}.make (a)
        end

    new_cell (a: G): attached like first_cell
        do
            create Result.make (a)
        end

    put_into_attribute (a: G)
        do
            create first_cell.make (a)
        end

end

class
    TWO_WAY_CHAIN [G]

inherit
    CHAIN [G]
        redefine first_cell end

create
    make

feature

    first_cell: detachable TWO_WAY_CELL [G]

end
