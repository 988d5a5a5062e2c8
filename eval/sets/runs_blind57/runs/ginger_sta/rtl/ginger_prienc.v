// ginger_prienc: 16-input priority encoder with mask register (interrupt controller front end)
// Highest index wins. Ports: clk, rst_n, irq_in[15:0], mask_we, mask_in[15:0], id[3:0], any (registered outputs)
module ginger_prienc (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [15:0] irq_in,
    input  wire        mask_we,
    input  wire [15:0] mask_in,
    output reg  [3:0]  id,
    output reg         any
);
    reg [15:0] mask;
    wire [15:0] pend = irq_in & ~mask;

    reg [3:0] enc;
    integer   i;
    always @(*) begin
        enc = 4'd0;
        for (i = 0; i < 16; i = i + 1)
            if (pend[i])
                enc = i[3:0];
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            mask <= 16'hFFFF;
            id   <= 4'd0;
            any  <= 1'b0;
        end else begin
            if (mask_we)
                mask <= mask_in;
            id  <= enc;
            any <= |pend;
        end
    end
endmodule
