// Small scratchpad RAM, 8 words x 6 bits, registered read port.
module scratchpad (
    input  wire       clk,
    input  wire       we,
    input  wire [2:0] waddr,
    input  wire [2:0] raddr,
    input  wire [5:0] wdata,
    output reg  [5:0] rdata
);
    reg [5:0] ram [0:7];
    always @(posedge clk) begin
        if (we)
            ram[waddr] <= wdata;
        rdata <= ram[raddr];
    end
endmodule
