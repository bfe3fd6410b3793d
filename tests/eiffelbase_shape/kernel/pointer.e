note
	description: "Addresses, which only externals use: `$x' gives one"

frozen expanded class
	POINTER

create
	default_create

end
