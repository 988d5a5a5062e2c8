// Inter-processor mailbox: CPU A posts a word, CPU B reads it.  A status
// flag tells B that a message is pending.
module mailbox_regs (
    input  wire       clk,
    input  wire       rst_n,
    // side A (writer)
    input  wire       a_we,
    input  wire [1:0] a_addr,
    input  wire [7:0] a_wdata,
    // side B (reader)
    input  wire       b_re,
    input  wire [1:0] b_addr,
    output reg  [7:0] b_rdata,
    output wire       irq_b
);
    reg [7:0] slot0, slot1, slot2, slot3;
    reg       pending;

    // writer side: store the word and raise pending
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            slot0 <= 8'd0; slot1 <= 8'd0; slot2 <= 8'd0; slot3 <= 8'd0;
            pending <= 1'b0;
        end else if (a_we) begin
            case (a_addr)
                2'd0: slot0 <= a_wdata;
                2'd1: slot1 <= a_wdata;
                2'd2: slot2 <= a_wdata;
                2'd3: slot3 <= a_wdata;
            endcase
            pending <= 1'b1;
        end

    // reader side: reading slot 3 acknowledges the message
    always @(posedge clk)
        if (b_re && b_addr == 2'd3)
            pending <= 1'b0;

    always @(*)
        case (b_addr)
            2'd0: b_rdata = slot0;
            2'd1: b_rdata = slot1;
            2'd2: b_rdata = slot2;
            default: b_rdata = slot3;
        endcase

    assign irq_b = pending;
endmodule
