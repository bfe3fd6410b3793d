note
	description: "Values that may be used as keys in hash tables (HASH_TABLE)."

deferred class
	HASHABLE

feature -- Access

	hash_code: INTEGER
			-- Hash code value
		deferred
		ensure
			good_hash_value: Result >= 0
		end

feature -- Status report

	is_hashable: BOOLEAN
			-- May current object be hashed?
		do
			Result := True
		end

end
