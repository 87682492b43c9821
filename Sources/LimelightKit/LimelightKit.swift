// The simulator as a library: devices, apps, the clock, the command language, the scenario runner and the server.
@_exported import LimelightCore
@_exported import SimulatorKit
@_exported import ReferenceApps
@_exported import Script
@_exported import ScenarioKit
