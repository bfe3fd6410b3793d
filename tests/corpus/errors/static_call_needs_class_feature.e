-- `{T}.f' of a routine that is neither external nor a class feature (`ensure class') is an error.
-- expect error: 14:20: static call only allowed on constants and external features

class
    STATIC_CALL_NEEDS_CLASS_FEATURE

create
    make

feature

    make
        do
            print ({HELPER}.twice (3).out)
        end

end

class
    HELPER

feature

    twice (n: INTEGER): INTEGER
        do
            Result := n * 2
        end

end
