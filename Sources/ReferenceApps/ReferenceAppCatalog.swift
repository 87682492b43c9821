import SimulatorKit

/// The reference apps the simulator ships: the seed apps that run on the simulated device.
public enum ReferenceAppCatalog {
    /// Every reference app's descriptor, in the order `app list` shows them.
    public static let descriptors: [AppDescriptor] = [
        SimplrActions.descriptor, PortfolioActions.descriptor, FocusBloxActions.descriptor, LandmarksActions.descriptor,
    ]

    /// The catalogue the REPL, the runner and the server use.
    public static let catalog = AppCatalog(descriptors)
}
