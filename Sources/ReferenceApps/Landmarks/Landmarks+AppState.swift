import SimulatorKit

/// Landmarks' database joins the world through `AppState`: landmarks, collections and the next id.
extension Landmarks.Database: AppState {
    enum CodingKeys: String, CodingKey { case landmarks, collections, nextID }

    public convenience init(from decoder: Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        landmarks = try container.decode([Landmarks.Landmark].self, forKey: .landmarks)
        collections = try container.decode([Landmarks.Collection].self, forKey: .collections)
        nextID = try container.decode(Int.self, forKey: .nextID)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(landmarks, forKey: .landmarks)
        try container.encode(collections, forKey: .collections)
        try container.encode(nextID, forKey: .nextID)
    }
}
