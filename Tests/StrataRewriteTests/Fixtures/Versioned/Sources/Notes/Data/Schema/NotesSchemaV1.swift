import Foundation
import SwiftData

enum NotesSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [NoteModel.self] }

    @Model
    final class NoteModel {
        @Attribute(.unique) var noteID: UUID
        var title: String
        var cachedAt: Date

        init(noteID: UUID, title: String, cachedAt: Date = .now) {
            self.noteID = noteID
            self.title = title
            self.cachedAt = cachedAt
        }
    }
}
