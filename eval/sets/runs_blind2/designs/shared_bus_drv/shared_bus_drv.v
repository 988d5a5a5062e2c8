// Two register banks sharing one read-data bus.
// Both banks drive rdata directly instead of through a mux.
module shared_bus_drv (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr_a,
    input  wire       wr_b,
    input  wire       sel_b,
    input  wire [7:0] wdata,
    output wire [7:0] rdata
);
    reg [7:0] bank_a;
    reg [7:0] bank_b;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bank_a <= 8'h00;
            bank_b <= 8'h00;
        end else begin
            if (wr_a) bank_a <= wdata;
            if (wr_b) bank_b <= wdata;
        end
    end

    assign rdata = sel_b ? 8'h00 : bank_a;
    assign rdata = sel_b ? bank_b : 8'h00;
endmodule
