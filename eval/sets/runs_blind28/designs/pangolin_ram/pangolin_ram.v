// 16-entry by 8-bit single-port synchronous RAM with write enable and a registered read port.
module pangolin_ram (
    input  wire       clk,
    input  wire       we,
    input  wire [3:0] addr,
    input  wire [7:0] wdata,
    output reg  [7:0] rdata
);
    reg [7:0] mem [0:15];

    always @(posedge clk) begin
        if (we)
            mem[addr] <= wdata;
        rdata <= mem[addr];
    end
endmodule

// (no reset: contents are undefined until written)
// read-during-write returns the old data at that address
//
//
