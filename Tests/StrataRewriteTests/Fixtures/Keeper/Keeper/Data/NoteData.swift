import Foundation

struct NoteData: Codable {
  let number: Int
  let text: String
  let created: Date?
}

extension Note {
  init(_ data: NoteData) {
    self.init()
    id = data.number
    text = data.text
    createdAt = data.created
  }
}
