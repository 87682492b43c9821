extension SpotlightService {
    /// The acknowledgement handler of a pending reindex request, as `deliverReindexRequests` hands it to the delegate:
    /// running it acknowledges the request, unless the app's process died in between. A restored app program uses it to
    /// hold again the handlers it held when its world was saved.
    public func acknowledgementHandler(for request: CSReindexRequest) -> () -> Void {
        let born = generation(request.app)
        return { [weak self] in
            guard let self, self.generation(request.app) == born else { return }
            self.acknowledge(request.id, app: request.app)
        }
    }
}
