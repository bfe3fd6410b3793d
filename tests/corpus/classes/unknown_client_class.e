-- A class in a client list that is not in the system (as library code names classes of
-- another cluster) is tolerated, as EiffelStudio does: a warning, and it grants no access.
-- The other clients of the list keep theirs.
-- expect warning: 14:1: unknown class `ABSENT_FACTORY' in client list
-- expect warning: 37:1: unknown class `ABSENT_DEBUGGER' in client list
-- expect: 42

class
    UNKNOWN_CLIENT_CLASS

create
    make

create {ABSENT_FACTORY}
    make_for_factory

feature

    make
        local
            v: VAULT
        do
            create v
            io.put_integer (v.secret_for (Current))
            io.put_new_line
        end

    make_for_factory
        do
        end

end

class
    VAULT

feature {ABSENT_DEBUGGER, UNKNOWN_CLIENT_CLASS}

    secret_for (asker: ANY): INTEGER
        do
            Result := 42
        end

end
