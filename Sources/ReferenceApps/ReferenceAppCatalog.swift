import SimulatorKit

/// The reference apps the simulator ships: the seed apps that run on the simulated device.
public enum ReferenceAppCatalog {
    /// Every reference app's descriptor, in the order `app list` shows them.
    public static var descriptors: [AppDescriptor] {
        [SimplrActions.descriptor, PortfolioActions.descriptor, FocusBloxActions.descriptor, LandmarksActions.descriptor]
    }

    /// The catalogue the REPL, the runner and the server use.
    public static var catalog: AppCatalog { AppCatalog(descriptors) }
}
