// Synchronous single-port 32x8 RAM with registered read data and a write-enable mask per nibble.
module lemur_ram #(parameter AW = 5, parameter DW = 8) (
    input  wire          clk,
    input  wire          we,
    input  wire [1:0]    nib_en,
    input  wire [AW-1:0] addr,
    input  wire [DW-1:0] wdata,
    output reg  [DW-1:0] rdata,
    output reg           rvalid
);
    reg [DW-1:0] mem [0:(1<<AW)-1];

    // nibble-masked write, read-before-write on the same address
    always @(posedge clk) begin
        if (we && nib_en[0]) mem[addr][3:0] <= wdata[3:0];
        if (we && nib_en[1]) mem[addr][7:4] <= wdata[7:4];
        rdata <= mem[addr];
    end

    // read data is valid one cycle after a non-write access
    always @(posedge clk)
        rvalid <= !we;
endmodule
