import Foundation

/// UIKit's `UIApplicationDelegate`: the object that answers the app's life-cycle messages. Its methods are optional in
/// UIKit (Objective-C optional requirements); the simulator sends none, so the protocol declares none.
public protocol UIApplicationDelegate: NSObjectProtocol {}
