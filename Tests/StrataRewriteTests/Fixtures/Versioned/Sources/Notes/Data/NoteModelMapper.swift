import Foundation

struct NoteModelMapper {
    func map(_ model: NoteModel) -> Note {
        Note(id: model.noteID, title: model.title)
    }

    func map(_ note: Note) -> NoteModel {
        NoteModel(noteID: note.id, title: note.title)
    }

    func map(_ note: Note, to model: NoteModel) {
        model.title = note.title
        model.cachedAt = .now
    }
}
