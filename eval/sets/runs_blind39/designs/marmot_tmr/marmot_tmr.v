// marmot_tmr: 16-bit timer/counter peripheral with a small register interface
// Registers (addr[1:0]): 0 CTRL {irq_en, one_shot, run}, 1 LOAD (reload value),
// 2 COUNT (read only, current value), 3 STATUS {irq} (write 1 to clear).
// The counter decrements once per clock while run=1; on reaching zero it sets irq
// and either reloads (periodic mode) or stops (one_shot=1, clears run).
module marmot_tmr (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        sel,
    input  wire        wr,
    input  wire [1:0]  addr,
    input  wire [15:0] wdata,
    output reg  [15:0] rdata,
    output wire        irq_out
);
    reg        run, one_shot, irq_en, irq;
    reg [15:0] load;
    reg [15:0] count;

    wire wr_ctrl   = sel && wr && (addr == 2'd0);
    wire wr_load   = sel && wr && (addr == 2'd1);
    wire wr_status = sel && wr && (addr == 2'd3);
    wire zero      = (count == 16'd0);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            run      <= 1'b0;
            one_shot <= 1'b0;
            irq_en   <= 1'b0;
            irq      <= 1'b0;
            load     <= 16'hFFFF;
            count    <= 16'hFFFF;
        end else begin
            if (wr_ctrl) begin
                run      <= wdata[0];
                one_shot <= wdata[1];
                irq_en   <= wdata[2];
            end
            if (wr_load) begin
                load  <= wdata;
                count <= wdata;
            end else if (run) begin
                if (zero) begin
                    count <= load;
                    irq   <= 1'b1;
                    if (one_shot)
                        run <= 1'b0;
                end else begin
                    count <= count - 1'b1;
                end
            end
            if (wr_status && wdata[0])
                irq <= 1'b0;
        end
    end

    always @* begin
        case (addr)
            2'd0:    rdata = {13'd0, irq_en, one_shot, run};
            2'd1:    rdata = load;
            2'd2:    rdata = count;
            default: rdata = {15'd0, irq};
        endcase
    end

    assign irq_out = irq & irq_en;
endmodule
