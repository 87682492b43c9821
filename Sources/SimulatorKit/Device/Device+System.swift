import LimelightCore
import Spotlight

extension Device {
    /// Locks the device (protected data becomes unreadable as its class says).
    public func lock() {
        guard protectionState == .unlocked else { return }
        protectionState = .locked
        record("device.locked", "\(name) locked")
    }

    /// Unlocks the device (this is also the first unlock after a boot).
    public func unlock() {
        guard protectionState != .unlocked else { return }
        let first = protectionState == .beforeFirstUnlock
        protectionState = .unlocked
        record("device.unlocked", "\(name) unlocked" + (first ? " (first unlock since boot)" : ""))
    }

    /// Restarts the device: every app stops; the device waits for its first unlock unless `unlock` is true.
    public func reboot(unlock: Bool = true) {
        for app in apps where app.state != .notRunning {
            app.program = nil
            setState(app, .notRunning)
        }
        protectionState = .beforeFirstUnlock
        record("device.rebooted", "\(name) rebooted")
        if unlock { self.unlock() }
    }

    /// Installs a new OS version: the device reboots and Spotlight loses `indexLoss` of every app's index (1 = all),
    /// asking each app to reindex; app data survives.
    public func updateOS(to version: String, indexLoss: Double, unlock: Bool = true) {
        let old = osVersion
        osVersion = version
        record("device.os-updated", "\(name) updated from \(platform.displayName) \(old) to \(version)")
        reboot(unlock: unlock)
        if indexLoss > 0 { spotlight.loseIndex(app: nil, fraction: indexLoss) }
    }
}

