// CoreSpotlight takes `UTType`s: importing it brings them, as importing Apple's does.
@_exported import LimelightUniformTypeIdentifiers
