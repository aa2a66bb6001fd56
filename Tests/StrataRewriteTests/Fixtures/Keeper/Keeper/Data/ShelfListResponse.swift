import Foundation

struct ShelfDTO: Codable {
  let id: String
  let title: String
  let itemCount: Int
  let latitude: Double
  let longitude: Double
}

struct ShelfListResponse: Codable {
  let shelves: [ShelfDTO]

  func toDomain() -> [Shelf] {
    shelves.map {
      .init(
        id: $0.id,
        title: $0.title,
        itemCount: $0.itemCount,
        location: .init(latitude: $0.latitude, longitude: $0.longitude)
      )
    }
  }
}
