print("limelight")
