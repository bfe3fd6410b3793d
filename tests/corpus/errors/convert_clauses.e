-- Invalid `convert' clauses: each item must name a creation procedure with one argument or
-- a query without arguments of the class, and known classes; a type converts only to the
-- types its clauses name (no chains, no other types).
-- expect error: 22:9: type mismatch: assignment to `m' expects METRES, got INTEGER_32
-- expect error: 34:2: convert clause names `missing', which is not a feature of METRES
-- expect error: 35:2: conversion procedure `set' must be a creation procedure with one argument
-- expect error: 36:2: conversion query `scaled' must be a query without arguments
-- expect error: 37:12: unknown class `FURLONGS' in the convert clause of METRES

class
	CONVERT_CLAUSE_ERRORS

create
	make

feature

	make
		local
			m: METRES
		do
			m := 5
		end

end

class
	METRES

create
	make

convert
	missing ({REAL_64}),
	set ({INTEGER_64}),
	scaled: {REAL_64},
	to_real: {FURLONGS},
	make ({REAL_64})

feature

	make (v: REAL_64)
		do
			value := v
		end

	set (v: INTEGER_64)
		do
			value := v
		end

	scaled (k: REAL_64): REAL_64
		do
			Result := value * k
		end

	to_real: REAL_64
		do
			Result := value
		end

	value: REAL_64

end
