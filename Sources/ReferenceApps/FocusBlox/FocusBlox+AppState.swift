import SimulatorKit

/// FocusBlox's shared model container joins the world through `AppState`: tasks and focus blocks.
extension FocusBlox.ModelContainer: AppState {
    enum CodingKeys: String, CodingKey { case tasks, blocks }

    public convenience init(from decoder: Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tasks = try container.decode([FocusBlox.LocalTask].self, forKey: .tasks)
        blocks = try container.decode([FocusBlox.FocusBlock].self, forKey: .blocks)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(blocks, forKey: .blocks)
    }
}
