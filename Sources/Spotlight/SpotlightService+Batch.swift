import LimelightCore

/// Batches and client state: `beginBatch`, both `endBatch` forms and `fetchLastClientState`.
extension SpotlightService {
    func beginBatch(on index: IndexHandle) {
        if index.isDefault {
            log(index.app, "spotlight.error", "beginBatch on the default index ignored: batching is unsupported on the default index")
            return
        }
        if index.batch != nil {
            log(index.app, "spotlight.error",
                "beginBatch on \(SpotlightText.index(index.name)) ignored: a batch is already open (call endBatch first)")
            return
        }
        index.batch = OpenBatch()
        log(index.app, "spotlight.batch.begin", "batch begun on \(SpotlightText.index(index.name))")
    }

    func endBatch(on index: IndexHandle, expected: [UInt8]?, checkExpected: Bool, newState: [UInt8],
                  completion: ((IndexError?) -> Void)?) {
        let call = checkExpected ? "endBatch(expectedClientState:newClientState:)" : "endBatch(withClientState:)"
        if index.isDefault {
            return fail(index, call, IndexError(configuration.defaultIndexBatchErrorCode,
                                                  "batching is unsupported on the default index"), completion)
        }
        guard let batch = index.batch else {
            return fail(index, call, IndexError(.unknownError, "endBatch without a matching beginBatch"), completion)
        }
        index.batch = nil
        let ops = SpotlightText.plural(batch.operations.count, "operation")
        func discard(_ why: String) {
            log(index.app, "spotlight.batch.discarded", "batch on \(SpotlightText.index(index.name)) discarded (\(why)): \(ops) not applied")
        }
        if let error = gateFailure(index, call, writes: true) {
            discard("endBatch failed")
            return fail(index, call, error, completion)
        }
        if newState.count > configuration.maxClientStateBytes {
            discard("invalid client state")
            return fail(index, call, IndexError(.invalidClientStateError,
                "client state is \(newState.count) bytes; at most \(configuration.maxClientStateBytes) are allowed"), completion)
        }
        let name = index.name ?? ""
        let stored = clientStates[index.app]?[name]
        if checkExpected, (expected ?? []) != (stored ?? []) {
            let error = IndexError(.mismatchedClientState,
                "expected client state \(SpotlightText.clientState(expected)) but the index holds \(SpotlightText.clientState(stored))")
            if configuration.applyBatchOnStateMismatch, !batch.operations.isEmpty {
                journal(index, batch.operations, failsIndexing: batch.failsIndexing, prefix: "batch (state mismatch): ")
            } else {
                discard("client state mismatch")
            }
            return fail(index, call, error, completion)
        }
        clientStates[index.app, default: [:]][name] = newState
        log(index.app, "spotlight.batch.end",
            "batch committed on \(SpotlightText.index(index.name)): \(ops), client state \(SpotlightText.clientState(newState))")
        if !batch.operations.isEmpty {
            journal(index, batch.operations, failsIndexing: batch.failsIndexing, prefix: "batch: ")
        }
        succeed(index, call, completion)
    }

    func fetchLastClientState(through index: IndexHandle, completion: @escaping ([UInt8]?, IndexError?) -> Void) {
        let call = "fetchLastClientState"
        if let error = gateFailure(index, call, writes: false) {
            log(index.app, "spotlight.error", "\(call) via \(SpotlightText.index(index.name)) failed: \(error)")
            callBack(index.app, call) { completion(nil, error) }
            return
        }
        var state = index.name.flatMap { clientStates[index.app]?[$0] }
        if state == nil, configuration.emptyClientStateWhenNone { state = [] }
        callBack(index.app, call) { completion(state, nil) }
    }
}
