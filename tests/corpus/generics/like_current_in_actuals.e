-- `like Current' inside generic actuals: in its class, `ARRAYED_LIST [like Current]' and
-- `ARRAYED_LIST [NODE]' are assigned to each other, and `LIST [NODE]' takes the former. An
-- agent called with the short form `action (x.y)' (a qualified query of a formal type) packs
-- its argument into the tuple. `{T}.name (i)' calls T's own class feature, not TYPE's `name'.
-- expect: 3 3
-- expect: 2 1
-- expect: item-7

class
    LIKE_CURRENT_IN_ACTUALS

create
    make

feature

    make
        local
            n: NODE [INTEGER]
            seen: ARRAYED_LIST [INTEGER]
        do
            create n.make (1)
            n.add (2)
            n.add (3)
            io.put_string (n.own_kids.count.out + " " + n.general_kids.count.out)
            io.put_new_line
            create seen.make (2)
            n.visit (agent seen.extend)
            io.put_string (seen [1].out + " " + seen [2].out)
            io.put_new_line
            io.put_string ({LABELS}.name (7))
            io.put_new_line
        end

end

class
    NODE [G]

create
    make

feature

    make (v: G)
        do
            value := v
            create kids.make (2)
        end

    value: G

    kids: ARRAYED_LIST [like Current]

    add (v: G)
        local
            plain: ARRAYED_LIST [NODE [G]]
            again: ARRAYED_LIST [like Current]
        do
            plain := kids
            plain.extend (create {NODE [G]}.make (v))
            again := plain
            kids := again
        end

    own_kids: LIST [NODE [G]]
        do
            Result := kids
            Result.extend (Current)
        end

    general_kids: LIST [NODE [G]]
        do
            Result := kids
        end

    visit (action: PROCEDURE [G])
        do
            action (kids.first.value)
            action (kids.last.value)
        end

end

class
    LABELS

feature

    name (i: INTEGER): STRING
        do
            Result := "item-" + i.out
        ensure
            class
        end

end
