note
	description: "Windows-only cluster: must not be read on a Unix (a second PLATFORM would be a duplicate class)"

class
	PLATFORM

end
