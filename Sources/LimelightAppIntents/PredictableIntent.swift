import Foundation

/// App Intents' `PredictableIntent`: an intent the system may suggest, with the descriptions it shows
/// (`predictionConfiguration`). The simulator keeps the predictions as values: `simulatedPredictions` gives, for an
/// intent's parameter values, the display each prediction makes (a prediction whose parameters are not all set makes
/// none).
public protocol PredictableIntent: AppIntent {
    /// The predictions' type.
    associatedtype Prediction: IntentPredictionConfiguration
    /// The predictions the system can show when it suggests the intent.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Self.Prediction { get }
}

/// App Intents' `IntentPredictionConfiguration`: one prediction or several.
public protocol IntentPredictionConfiguration {
    /// The intent predicted.
    associatedtype Intent: AppIntent
}

/// How the simulator reads a prediction configuration.
protocol SimPredictionDisplays {
    associatedtype Intent: AppIntent
    var simulatedDisplays: [(Intent) -> DisplayRepresentation?] { get }
}

extension PredictableIntent {
    /// What each of the intent's predictions shows for this intent's parameter values, in declaration order.
    public var simulatedPredictions: [DisplayRepresentation] {
        guard let displays = Self.predictionConfiguration as? any SimPredictionDisplays else { return [] }
        return Self.simulatedDisplays(of: displays).compactMap { $0(self) }
    }

    private static func simulatedDisplays<C: SimPredictionDisplays>(of configuration: C) -> [(Self) -> DisplayRepresentation?] {
        configuration.simulatedDisplays.map { display in { intent in (intent as? C.Intent).flatMap(display) } }
    }
}

/// App Intents' `IntentPrediction`: a description of the intent the system may show, made from some of its parameters.
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration, SimPredictionDisplays {
    let display: (Intent) -> DisplayRepresentation?
    var simulatedDisplays: [(Intent) -> DisplayRepresentation?] { [display] }

    /// A prediction that uses no parameter.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {
        display = { _ in displayRepresentation() }
    }

    /// A prediction from one parameter.
    public init<V0, P0>(parameters: T, displayRepresentation: @escaping (V0) -> DisplayRepresentation)
    where T == KeyPath<Intent, P0>, V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0)
        }
    }

    /// A prediction from 2 parameters.
    public init<V0, V1, P0, P1, K0, K1>(parameters: T, displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation)
    where T == (K0, K1), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1)
        }
    }

    /// A prediction from 3 parameters.
    public init<V0, V1, V2, P0, P1, P2, K0, K1, K2>(parameters: T, displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation)
    where T == (K0, K1, K2), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2)
        }
    }

    /// A prediction from 4 parameters.
    public init<V0, V1, V2, V3, P0, P1, P2, P3, K0, K1, K2, K3>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3)
        }
    }

    /// A prediction from 5 parameters.
    public init<V0, V1, V2, V3, V4, P0, P1, P2, P3, P4, K0, K1, K2, K3, K4>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3, K4), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue, let v4 = intent[keyPath: parameters.4].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3, v4)
        }
    }

    /// A prediction from 6 parameters.
    public init<V0, V1, V2, V3, V4, V5, P0, P1, P2, P3, P4, P5, K0, K1, K2, K3, K4, K5>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3, K4, K5), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue, let v4 = intent[keyPath: parameters.4].simulatedCurrentValue, let v5 = intent[keyPath: parameters.5].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3, v4, v5)
        }
    }

    /// A prediction from 7 parameters.
    public init<V0, V1, V2, V3, V4, V5, V6, P0, P1, P2, P3, P4, P5, P6, K0, K1, K2, K3, K4, K5, K6>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3, K4, K5, K6), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue, let v4 = intent[keyPath: parameters.4].simulatedCurrentValue, let v5 = intent[keyPath: parameters.5].simulatedCurrentValue, let v6 = intent[keyPath: parameters.6].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3, v4, v5, v6)
        }
    }

    /// A prediction from 8 parameters.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, P0, P1, P2, P3, P4, P5, P6, P7, K0, K1, K2, K3, K4, K5, K6, K7>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6, V7) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3, K4, K5, K6, K7), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue, let v4 = intent[keyPath: parameters.4].simulatedCurrentValue, let v5 = intent[keyPath: parameters.5].simulatedCurrentValue, let v6 = intent[keyPath: parameters.6].simulatedCurrentValue, let v7 = intent[keyPath: parameters.7].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3, v4, v5, v6, v7)
        }
    }

    /// A prediction from 9 parameters.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, P0, P1, P2, P3, P4, P5, P6, P7, P8, K0, K1, K2, K3, K4, K5, K6, K7, K8>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6, V7, V8) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3, K4, K5, K6, K7, K8), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue, let v4 = intent[keyPath: parameters.4].simulatedCurrentValue, let v5 = intent[keyPath: parameters.5].simulatedCurrentValue, let v6 = intent[keyPath: parameters.6].simulatedCurrentValue, let v7 = intent[keyPath: parameters.7].simulatedCurrentValue, let v8 = intent[keyPath: parameters.8].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3, v4, v5, v6, v7, v8)
        }
    }

    /// A prediction from 10 parameters.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9>(parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9) -> DisplayRepresentation)
    where T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>, P9: IntentParameter<V9>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9> {
        display = { intent in
            guard let v0 = intent[keyPath: parameters.0].simulatedCurrentValue, let v1 = intent[keyPath: parameters.1].simulatedCurrentValue, let v2 = intent[keyPath: parameters.2].simulatedCurrentValue, let v3 = intent[keyPath: parameters.3].simulatedCurrentValue, let v4 = intent[keyPath: parameters.4].simulatedCurrentValue, let v5 = intent[keyPath: parameters.5].simulatedCurrentValue, let v6 = intent[keyPath: parameters.6].simulatedCurrentValue, let v7 = intent[keyPath: parameters.7].simulatedCurrentValue, let v8 = intent[keyPath: parameters.8].simulatedCurrentValue, let v9 = intent[keyPath: parameters.9].simulatedCurrentValue else { return nil }
            return displayRepresentation(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9)
        }
    }
}

/// App Intents' `TupleIntentPrediction`: several predictions of one intent.
public struct TupleIntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration, SimPredictionDisplays {
    let simulatedDisplays: [(Intent) -> DisplayRepresentation?]
}

/// How the builder reads one prediction configuration.
private func simDisplays<C: IntentPredictionConfiguration>(_ configuration: C) -> [(C.Intent) -> DisplayRepresentation?] {
    guard let readable = configuration as? any SimPredictionDisplays else { return [] }
    return simOpen(readable)
}

private func simOpen<R: SimPredictionDisplays, I: AppIntent>(_ readable: R) -> [(I) -> DisplayRepresentation?] {
    readable.simulatedDisplays.map { display in { intent in (intent as? R.Intent).flatMap(display) } }
}

/// App Intents' `IntentPredictionsBuilder`: the result builder of `predictionConfiguration`.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    /// A prediction, typed with the builder's intent, so `IntentPrediction(parameters: \.$title) { … }` finds its key
    /// paths' root (Apple's documentation lists only `buildBlock`; code such as Kurozora's needs this context).
    public static func buildExpression<A0>(_ expression: A0) -> A0 where Intent == A0.Intent, A0: IntentPredictionConfiguration {
        expression
    }

    /// One prediction.
    public static func buildBlock<A0>(_ block: A0) -> A0 where Intent == A0.Intent, A0: IntentPredictionConfiguration { block }

    /// 2 predictions.
    public static func buildBlock<A0, A1>(_ a0: A0, _ a1: A1) -> TupleIntentPrediction<A0.Intent, (A0, A1)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A0.Intent == A1.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1))
    }

    /// 3 predictions.
    public static func buildBlock<A0, A1, A2>(_ a0: A0, _ a1: A1, _ a2: A2) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2))
    }

    /// 4 predictions.
    public static func buildBlock<A0, A1, A2, A3>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3))
    }

    /// 5 predictions.
    public static func buildBlock<A0, A1, A2, A3, A4>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent, A0.Intent == A4.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3) + simDisplays(a4))
    }

    /// 6 predictions.
    public static func buildBlock<A0, A1, A2, A3, A4, A5>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent, A0.Intent == A4.Intent, A0.Intent == A5.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3) + simDisplays(a4) + simDisplays(a5))
    }

    /// 7 predictions.
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A6: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent, A0.Intent == A4.Intent, A0.Intent == A5.Intent, A0.Intent == A6.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3) + simDisplays(a4) + simDisplays(a5) + simDisplays(a6))
    }

    /// 8 predictions.
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent, A0.Intent == A4.Intent, A0.Intent == A5.Intent, A0.Intent == A6.Intent, A0.Intent == A7.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3) + simDisplays(a4) + simDisplays(a5) + simDisplays(a6) + simDisplays(a7))
    }

    /// 9 predictions.
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration, A8: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent, A0.Intent == A4.Intent, A0.Intent == A5.Intent, A0.Intent == A6.Intent, A0.Intent == A7.Intent, A0.Intent == A8.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3) + simDisplays(a4) + simDisplays(a5) + simDisplays(a6) + simDisplays(a7) + simDisplays(a8))
    }

    /// 10 predictions.
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration, A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration, A0.Intent == A1.Intent, A0.Intent == A2.Intent, A0.Intent == A3.Intent, A0.Intent == A4.Intent, A0.Intent == A5.Intent, A0.Intent == A6.Intent, A0.Intent == A7.Intent, A0.Intent == A8.Intent, A0.Intent == A9.Intent {
        TupleIntentPrediction(simulatedDisplays: simDisplays(a0) + simDisplays(a1) + simDisplays(a2) + simDisplays(a3) + simDisplays(a4) + simDisplays(a5) + simDisplays(a6) + simDisplays(a7) + simDisplays(a8) + simDisplays(a9))
    }
}
