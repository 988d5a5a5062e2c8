// hornbeam_timer: 16-bit programmable down-counting timer with an 8-bit prescaler, auto-reload and an
// interrupt flag, programmed through a tiny register interface.
// Registers (addr): 0 CTRL {irq_en, reload_en, enable}, 1 PRESCALE[7:0], 2 LOAD[7:0], 3 LOAD[15:8],
//                   4 STATUS (bit0 = irq flag, write 1 to clear). Reads return the register or the count.
// Ports: clk, rst_n, wr, addr[2:0], wdata[7:0], rdata[7:0], irq.
module hornbeam_prescaler (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [7:0] div,
    output wire       tick
);
    reg [7:0] pc;
    assign tick = en && (pc == div);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)       pc <= 8'd0;
        else if (!en)     pc <= 8'd0;
        else if (tick)    pc <= 8'd0;
        else              pc <= pc + 1'b1;
    end
endmodule

module hornbeam_timer (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr,
    input  wire [2:0] addr,
    input  wire [7:0] wdata,
    output reg  [7:0] rdata,
    output wire       irq
);
    reg [2:0]  ctrl;
    reg [7:0]  prescale;
    reg [15:0] load;
    reg [15:0] count;
    reg        flag;
    wire       tick;

    hornbeam_prescaler u_pre (.clk(clk), .rst_n(rst_n), .en(ctrl[0]), .div(prescale), .tick(tick));

    assign irq = flag & ctrl[2];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ctrl <= 3'd0; prescale <= 8'd0; load <= 16'd0; count <= 16'd0; flag <= 1'b0;
        end else begin
            if (wr) begin
                case (addr)
                    3'd0: ctrl          <= wdata[2:0];
                    3'd1: prescale      <= wdata;
                    3'd2: load[7:0]     <= wdata;
                    3'd3: begin load[15:8] <= wdata; count <= {wdata, load[7:0]}; end
                    3'd4: if (wdata[0]) flag <= 1'b0;
                    default: ;
                endcase
            end
            if (tick) begin
                if (count == 16'd0) begin
                    flag  <= 1'b1;
                    count <= ctrl[1] ? load : 16'd0;
                end else
                    count <= count - 1'b1;
            end
        end
    end

    always @(*) begin
        case (addr)
            3'd0: rdata = {5'd0, ctrl};
            3'd1: rdata = prescale;
            3'd2: rdata = count[7:0];
            3'd3: rdata = count[15:8];
            3'd4: rdata = {7'd0, flag};
            default: rdata = 8'h00;
        endcase
    end
endmodule
