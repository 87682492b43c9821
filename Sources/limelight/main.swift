// The `limelight` executable: the command with the reference apps.
import LimelightCLI

LimelightMain.run()
