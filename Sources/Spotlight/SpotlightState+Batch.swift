import LimelightCore

/// Batches and client state as steps of the state: `beginBatch`, both `endBatch` forms and `fetchLastClientState`. The
/// batch open on a handle is passed in (`batch`): the handle is an object the app holds.
extension SpotlightState {
    func beginBatch(on index: IndexRef, batch: inout OpenBatch?, _ host: some SpotlightHost) {
        if index.isDefault {
            host.log(index.app, "spotlight.error", "beginBatch on the default index ignored: batching is unsupported on the default index")
            return
        }
        if batch != nil {
            host.log(index.app, "spotlight.error",
                     "beginBatch on \(SpotlightText.index(index.name)) ignored: a batch is already open (call endBatch first)")
            return
        }
        batch = OpenBatch()
        host.log(index.app, "spotlight.batch.begin", "batch begun on \(SpotlightText.index(index.name))")
    }

    mutating func endBatch(on index: IndexRef, batch open: inout OpenBatch?, expected: [UInt8]?, checkExpected: Bool,
                           newState: [UInt8], completion: ((IndexError?) -> Void)?, _ host: some SpotlightHost) {
        let call = checkExpected ? "endBatch(expectedClientState:newClientState:)" : "endBatch(withClientState:)"
        if index.isDefault {
            return fail(index, call, IndexError(configuration.defaultIndexBatchErrorCode,
                                                "batching is unsupported on the default index"), completion, host)
        }
        guard let batch = open else {
            return fail(index, call, IndexError(.unknownError, "endBatch without a matching beginBatch"), completion, host)
        }
        open = nil
        let ops = SpotlightText.plural(batch.operations.count, "operation")
        func discard(_ why: String) {
            host.log(index.app, "spotlight.batch.discarded", "batch on \(SpotlightText.index(index.name)) discarded (\(why)): \(ops) not applied")
        }
        if let error = gateFailure(index, call, writes: true, host) {
            discard("endBatch failed")
            return fail(index, call, error, completion, host)
        }
        if newState.count > configuration.maxClientStateBytes {
            discard("invalid client state")
            return fail(index, call, IndexError(.invalidClientStateError,
                "client state is \(newState.count) bytes; at most \(configuration.maxClientStateBytes) are allowed"), completion, host)
        }
        let name = index.name ?? ""
        let stored = clientStates[index.app]?[name]
        if checkExpected, (expected ?? []) != (stored ?? []) {
            let error = IndexError(.mismatchedClientState,
                "expected client state \(SpotlightText.clientState(expected)) but the index holds \(SpotlightText.clientState(stored))")
            if configuration.applyBatchOnStateMismatch, !batch.operations.isEmpty {
                journal(index, batch.operations, failsIndexing: batch.failsIndexing, prefix: "batch (state mismatch): ", host)
            } else {
                discard("client state mismatch")
            }
            return fail(index, call, error, completion, host)
        }
        clientStates[index.app, default: [:]][name] = newState
        host.log(index.app, "spotlight.batch.end",
                 "batch committed on \(SpotlightText.index(index.name)): \(ops), client state \(SpotlightText.clientState(newState))")
        if !batch.operations.isEmpty {
            journal(index, batch.operations, failsIndexing: batch.failsIndexing, prefix: "batch: ", host)
        }
        succeed(index, call, completion, host)
    }

    mutating func fetchLastClientState(through index: IndexRef, completion: @escaping ([UInt8]?, IndexError?) -> Void,
                                       _ host: some SpotlightHost) {
        let call = "fetchLastClientState"
        let born = generation(index.app)
        if let error = gateFailure(index, call, writes: false, host) {
            host.log(index.app, "spotlight.error", "\(call) via \(SpotlightText.index(index.name)) failed: \(error)")
            host.callBack(index.app, born: born, call) { completion(nil, error) }
            return
        }
        var state = index.name.flatMap { clientStates[index.app]?[$0] }
        if state == nil, configuration.emptyClientStateWhenNone { state = [] }
        host.callBack(index.app, born: born, call) { [state] in completion(state, nil) }
    }

    /// The app's process generation: completion handlers of an earlier one never run.
    func generation(_ app: String) -> Int { generations[app, default: 0] }
}
