// regfile4x8: 4-entry x 8-bit register file, 1 write port, 2 read ports,
// synchronous clear of all entries (forces the memory into plain registers).
module regfile4x8 (
    input  wire       clk,
    input  wire       clr,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr0,
    input  wire [1:0] raddr1,
    output reg  [7:0] rdata0,
    output reg  [7:0] rdata1
);
    reg [7:0] mem [0:3];
    integer i;
    always @(posedge clk) begin
        if (clr) begin
            for (i = 0; i < 4; i = i + 1)
                mem[i] <= 8'h00;
        end else if (we) begin
            mem[waddr] <= wdata;
        end
    end

    always @(posedge clk) begin
        rdata0 <= mem[raddr0];
        rdata1 <= mem[raddr1];
    end
endmodule
