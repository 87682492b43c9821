import SimulatorKit
import SystemServices

/// The running app's TipKit, as Apple's framework knows it from the process: its bundle identifier and its device's
/// tips service. Nil outside app code.
struct TipKitApp {
    let context: AppContext

    /// The app whose code is running, if any.
    static var current: TipKitApp? { AppContext.current.map(TipKitApp.init) }

    var bundleIdentifier: String { context.bundleIdentifier }
    var service: TipsService { context.device.tips }
}

/// Why a TipKit call could not run.
public enum TipKitUsageError: Error, CustomStringConvertible {
    /// Called outside app code the simulator runs.
    case outsideAppCode(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .outsideAppCode(let call): "\(call) must be called from app code the simulator runs (a launch, an action, an install hook)"
        }
    }
}

/// TipKit's `TipKitError`: `tipsDatastoreAlreadyConfigured` when `Tips.configure(_:)` runs twice in a launch.
public typealias TipKitError = SystemServices.TipStoreError
