// kohlrabi_latch: latch-based configuration register with an address decoder.
// Four 4-bit configuration fields are held in transparent-high latches; a field is open
// while wr_en is high and addr selects it. rd_data returns the selected field.
// Ports: wr_en, addr[1:0], wr_data[3:0], rd_addr[1:0], rd_data[3:0], cfg_all[15:0].
module kohlrabi_latch (
    input  wire        wr_en,
    input  wire [1:0]  addr,
    input  wire [3:0]  wr_data,
    input  wire [1:0]  rd_addr,
    output reg  [3:0]  rd_data,
    output wire [15:0] cfg_all
);
    reg [3:0] field0, field1, field2, field3;

    wire g0 = wr_en & (addr == 2'd0);
    wire g1 = wr_en & (addr == 2'd1);
    wire g2 = wr_en & (addr == 2'd2);
    wire g3 = wr_en & (addr == 2'd3);

    always @(*) if (g0) field0 = wr_data;
    always @(*) if (g1) field1 = wr_data;
    always @(*) if (g2) field2 = wr_data;
    always @(*) if (g3) field3 = wr_data;

    always @(*)
        case (rd_addr)
            2'd0: rd_data = field0;
            2'd1: rd_data = field1;
            2'd2: rd_data = field2;
            default: rd_data = field3;
        endcase

    assign cfg_all = {field3, field2, field1, field0};
endmodule
