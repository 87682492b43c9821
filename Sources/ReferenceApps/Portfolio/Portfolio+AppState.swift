import SimulatorKit

/// Portfolio's persistent store joins the world through `AppState`: its identifier, projects, items and counters.
extension Portfolio.PersistentStore: AppState {
    enum CodingKeys: String, CodingKey { case identifier, projects, items, saveCount, nextPrimaryKey }

    public convenience init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(identifier: try container.decode(String.self, forKey: .identifier))
        projects = try container.decode([Portfolio.Project].self, forKey: .projects)
        items = try container.decode([Portfolio.Item].self, forKey: .items)
        saveCount = try container.decode(Int.self, forKey: .saveCount)
        nextPrimaryKey = try container.decode(Int.self, forKey: .nextPrimaryKey)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(projects, forKey: .projects)
        try container.encode(items, forKey: .items)
        try container.encode(saveCount, forKey: .saveCount)
        try container.encode(nextPrimaryKey, forKey: .nextPrimaryKey)
    }
}
