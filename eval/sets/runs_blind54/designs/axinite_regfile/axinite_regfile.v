// axinite_regfile: 8 x 16-bit register file, two asynchronous read ports, one synchronous write
// port with byte enables. Register 0 reads as zero (RISC style). A write-through bypass forwards
// the write data to a read port that addresses the register being written in the same cycle.
module axinite_regfile (
    input  wire        clk,
    input  wire        rst,
    input  wire        we,
    input  wire [1:0]  wbe,
    input  wire [2:0]  waddr,
    input  wire [15:0] wdata,
    input  wire [2:0]  raddr_a,
    input  wire [2:0]  raddr_b,
    output wire [15:0] rdata_a,
    output wire [15:0] rdata_b
);
    reg [15:0] regs [1:7];
    integer i;

    wire [15:0] wmask = {{8{wbe[1]}}, {8{wbe[0]}}};

    always @(posedge clk) begin
        if (rst) begin
            for (i = 1; i < 8; i = i + 1)
                regs[i] <= 16'h0000;
        end else if (we && waddr != 3'd0) begin
            regs[waddr] <= (regs[waddr] & ~wmask) | (wdata & wmask);
        end
    end

    assign hit_a = we && (waddr == raddr_a) && (raddr_a != 3'd0);
    assign hit_b = we && (waddr == raddr_b) && (raddr_b != 3'd0);

    wire [15:0] ra = (raddr_a == 3'd0) ? 16'h0000 : regs[raddr_a];
    wire [15:0] rb = (raddr_b == 3'd0) ? 16'h0000 : regs[raddr_b];

    assign rdata_a = hit_a ? ((ra & ~wmask) | (wdata & wmask)) : ra;
    assign rdata_b = hit_b ? ((rb & ~wmask) | (wdata & wmask)) : rb;
endmodule
