// petrel_ram: 16 x 8 register-file memory, synchronous write, registered read, byte parity
module petrel_ram (
    input  wire       clk,
    input  wire       we,
    input  wire [3:0] waddr,
    input  wire [7:0] wdata,
    input  wire       re,
    input  wire [3:0] raddr,
    output reg  [7:0] rdata,
    output reg        rpar
);
    reg [7:0] mem [0:15];

    always @(posedge clk) begin
        if (we)
            mem[waddr] <= wdata;
    end

    always @(posedge clk) begin
        if (re) begin
            rdata <= mem[raddr];
            rpar  <= ^mem[raddr];
        end
    end
endmodule
