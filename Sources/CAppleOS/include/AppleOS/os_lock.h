// Part of the Clang module AppleOS (Apple's `os`): declares nothing; the Swift overlay AppleOS declares the API.
