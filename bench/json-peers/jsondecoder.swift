// Foundation's JSONDecoder doing juice-report's adding-up on an order JSON file, for
// bench/json-peers.sh to time beside `juice-report FILE --summary json`: the whole
// `{"orders":[...]}` file decoded into Decodable structs (an order's own juice and quantity,
// or its items; its status), then the units per juice of the completed orders (no status, or
// "completed" without case or surrounding spaces; a missing quantity is 1) added up. Prints
// them as JSON by the name the till wrote, as bench/json-peers/peers.py's peers do.
//
// bench/json-peers.sh compiles it with `swiftc -O` into .build/bench/jsondecoder when missing
// or older than this file. A benchmark tool only: juice-report reads JSON with its own scanner.
// Foundation only. Takes about 3.7 s and 670 MB on the 1M-order file (README.md, "Speed").
//
//     swiftc -O bench/json-peers/jsondecoder.swift -o .build/bench/jsondecoder
//     .build/bench/jsondecoder .build/bench/orders-1000000.json
import Foundation

struct Item: Decodable {
    let juice: String
    let quantity: Int?
}

struct Order: Decodable {
    let juice: String?
    let quantity: Int?
    let items: [Item]?
    let status: String?
}

struct Orders: Decodable {
    let orders: [Order]
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: jsondecoder FILE.json\n".utf8))
    exit(2)
}
let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
let orders = try JSONDecoder().decode(Orders.self, from: data).orders
var totals: [String: Int] = [:]
for order in orders {
    if let status = order.status {
        let word = status.trimmingCharacters(in: .whitespaces).lowercased()
        if !(word.isEmpty || word == "completed") { continue }
    }
    if let items = order.items {
        for item in items { totals[item.juice, default: 0] += item.quantity ?? 1 }
    } else if let juice = order.juice {
        totals[juice, default: 0] += order.quantity ?? 1
    }
}
let output = try JSONSerialization.data(withJSONObject: totals, options: [.sortedKeys])
FileHandle.standardOutput.write(output)
FileHandle.standardOutput.write(Data("\n".utf8))
