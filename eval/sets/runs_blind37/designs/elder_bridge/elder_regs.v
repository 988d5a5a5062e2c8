// elder_regs: 4 x 16-bit register bank with one-hot row select and a muxed read port.
module elder_regs (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        wr,
    input  wire [3:0]  row_sel,
    input  wire [15:0] wdata,
    output reg  [15:0] rdata
);
    reg [15:0] r0, r1, r2, r3;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            r0 <= 16'd0; r1 <= 16'd0; r2 <= 16'd0; r3 <= 16'h00a5;
        end else if (wr) begin
            if (row_sel[0]) r0 <= wdata;
            if (row_sel[1]) r1 <= wdata;
            if (row_sel[2]) r2 <= wdata;
            if (row_sel[3]) r3 <= wdata;
        end
    end
    always @* begin
        case (row_sel)
            4'b0001: rdata = r0;
            4'b0010: rdata = r1;
            4'b0100: rdata = r2;
            4'b1000: rdata = r3;
            default: rdata = 16'd0;
        endcase
    end
endmodule
