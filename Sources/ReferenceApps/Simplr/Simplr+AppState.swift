import SimulatorKit

/// Simplr's database joins the world through `AppState`: its tasks and categories, in creation order.
extension Simplr.Database: AppState {
    enum CodingKeys: String, CodingKey { case tasks, categories }

    public convenience init(from decoder: Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tasks = try container.decode([Simplr.Task].self, forKey: .tasks)
        categories = try container.decode([Simplr.TaskCategory].self, forKey: .categories)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(categories, forKey: .categories)
    }
}
