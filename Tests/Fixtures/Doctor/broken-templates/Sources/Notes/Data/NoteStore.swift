import Foundation

final class NoteStore {
    private(set) var notes: [Note] = []
}
