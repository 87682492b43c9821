// Stub of Eurofurence's own DealerComponent module: the corpus files import it for types the stubs keep in EurofurenceKit.
import Foundation

public enum DealerComponentModule {}
