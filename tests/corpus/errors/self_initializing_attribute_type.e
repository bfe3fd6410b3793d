-- An `attribute' body is checked as a function of the attribute's type.
-- expect error: 16:23: type mismatch

class
    SELF_INITIALIZING_ATTRIBUTE_TYPE

create
    make

feature

    make do end

    name: STRING
        attribute
            Result := 5
        end

end
